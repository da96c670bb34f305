import { createFileRoute } from '@tanstack/react-router';
import { GuidesPage } from '@/features/guides/components/guides-page';
import { isGuideTab, type GuideTab } from '@/features/guides/tabs';

export const Route = createFileRoute('/guides')({
  validateSearch: (search: Record<string, unknown>): { tab?: GuideTab } =>
    isGuideTab(search.tab) ? { tab: search.tab } : {},
  component: function GuidesRoute() {
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <GuidesPage
        tab={tab ?? 'financial'}
        onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      />
    );
  },
});
