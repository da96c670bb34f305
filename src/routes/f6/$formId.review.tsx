import { createFileRoute, notFound } from '@tanstack/react-router';
import { isKnownFormId as isFormId } from '@/domain/forms/ids';
import { ReviewPage } from '@/features/forms/components/review-page';

export const Route = createFileRoute('/f6/$formId/review')({
  beforeLoad: ({ params }) => {
    if (!isFormId(params.formId)) throw notFound();
  },
  component: function ReviewRoute() {
    const { formId } = Route.useParams();
    return isFormId(formId) ? <ReviewPage formId={formId} /> : null;
  },
});
