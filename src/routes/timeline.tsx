import { createFileRoute } from '@tanstack/react-router';
import { TimelinePage } from '@/features/timeline/components/timeline-page';

export const Route = createFileRoute('/timeline')({ component: TimelinePage });
