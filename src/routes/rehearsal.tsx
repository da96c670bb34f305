import { createFileRoute } from '@tanstack/react-router';
import { RehearsalPage } from '@/features/rehearsal/components/rehearsal-page';

export const Route = createFileRoute('/rehearsal')({ component: RehearsalPage });
