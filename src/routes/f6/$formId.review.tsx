import { createFileRoute, notFound } from '@tanstack/react-router';
import { isKnownFormId as isFormId } from '@/domain/forms/ids';
import type { FormId } from '@/domain/forms/types';
import { ReviewPage } from '@/features/forms/components/review-page';

export const Route = createFileRoute('/f6/$formId/review')({
  beforeLoad: ({ params }) => {
    if (!isFormId(params.formId)) throw notFound();
  },
  // The page never renders without its form's words: only that form's, fetched with the route.
  loader: ({ params }) => import('@/domain/forms/load').then((m) => m.loadForm(params.formId as FormId)),
  component: function ReviewRoute() {
    const form = Route.useLoaderData();
    return <ReviewPage form={form} />;
  },
});
