import { createFileRoute } from '@tanstack/react-router';
import { TimeSensitivePage } from '@/features/time-sensitive-docs/components/time-sensitive-page';

export const Route = createFileRoute('/time-sensitive-documents')({ component: TimeSensitivePage });
