import { createFileRoute } from '@tanstack/react-router';
import { FinalApplicationPage } from '@/features/final-application/components/final-application-page';

export const Route = createFileRoute('/final-application')({ component: FinalApplicationPage });
