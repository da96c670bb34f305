import { createFileRoute } from '@tanstack/react-router';
import { F6Page } from '@/features/forms/components/f6-page';

export const Route = createFileRoute('/f6/')({ component: F6Page });
