import { createFileRoute } from '@tanstack/react-router';
import { EligibilityPage } from '@/features/eligibility/components/eligibility-page';

export const Route = createFileRoute('/eligibility')({ component: EligibilityPage });
