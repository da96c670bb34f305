import { createFileRoute } from '@tanstack/react-router';
import { VisaWizardPage } from '@/features/visa-wizard/components/visa-wizard-page';

export const Route = createFileRoute('/visa-recommendations')({ component: VisaWizardPage });
