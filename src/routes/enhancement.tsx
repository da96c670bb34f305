import { createFileRoute } from '@tanstack/react-router';
import { EnhancementPage } from '@/features/enhancement/components/enhancement-page';

export const Route = createFileRoute('/enhancement')({
  validateSearch: (search: Record<string, unknown>): { tab?: 'personal' | 'sponsor' } =>
    search.tab === 'personal' || search.tab === 'sponsor' ? { tab: search.tab } : {},
  component: function EnhancementRoute() {
    const { tab } = Route.useSearch();
    return <EnhancementPage key={tab ?? 'personal'} initialTab={tab} />;
  },
});
