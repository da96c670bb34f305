import { createFileRoute } from '@tanstack/react-router';
import { ProgressPage } from '@/features/progress/components/progress-page';

export const Route = createFileRoute('/progress')({ component: ProgressPage });
