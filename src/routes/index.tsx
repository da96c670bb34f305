import { createFileRoute } from '@tanstack/react-router';
import { HomePage, preloadHomePage } from '@/features/home/components/home-page';

export const Route = createFileRoute('/')({ loader: preloadHomePage, component: HomePage });
