import { useLingui } from '@lingui/react/macro';
import type { Tone } from '@/ui/badge-tone';
import type { SponsorEmploymentStatus, SponsorHousingStatus } from '@/domain/guides/financial';
import type { HealthCheckExemption, HealthRequirementStatus } from '@/domain/guides/health';
import type { IntroducedBy } from '@/domain/guides/relationship';
import type { GuideTab } from '../model';

export const requirementTone: Record<HealthRequirementStatus, Tone> = {
  required: 'bad',
  'in-hand': 'ok',
  'may-be-exempt': 'warn',
  'not-required': 'neutral',
  depends: 'info',
};

export function useGuideLabels() {
  const { t } = useLingui();
  const tab: Record<GuideTab, string> = {
    financial: t({ id: 'guides.tab.financial', message: 'Financial' }),
    health: t({ id: 'guides.tab.health', message: 'Health' }),
    relationship: t({ id: 'guides.tab.relationship', message: 'Relationship' }),
    evidence: t({ id: 'guides.tab.evidence', message: 'Evidence' }),
  };
  const employment: Record<SponsorEmploymentStatus, string> = {
    employed: t({ id: 'guides.financial.employment.employed', message: 'Employed' }),
    'self-employed': t({ id: 'guides.financial.employment.self_employed', message: 'Self-employed' }),
    unemployed: t({ id: 'guides.financial.employment.unemployed', message: 'Not working' }),
    retired: t({ id: 'guides.financial.employment.retired', message: 'Retired' }),
  };
  const housing: Record<SponsorHousingStatus, string> = {
    unknown: t({ id: 'guides.financial.housing.unknown', message: 'Not sure yet' }),
    jeonsePaid: t({ id: 'guides.financial.housing.jeonse', message: 'Jeonse, deposit paid' }),
    owned: t({ id: 'guides.financial.housing.owned', message: 'Owns the home' }),
    monthlyRent: t({ id: 'guides.financial.housing.monthly_rent', message: 'Monthly rent' }),
    livingWithFamily: t({ id: 'guides.financial.housing.with_family', message: 'Lives with family' }),
  };
  const requirement: Record<HealthRequirementStatus, string> = {
    required: t({ id: 'guides.health.status.required', message: 'Required' }),
    'in-hand': t({ id: 'guides.health.status.in_hand', message: 'In hand' }),
    'may-be-exempt': t({ id: 'guides.health.status.may_be_exempt', message: 'May be exempt' }),
    'not-required': t({ id: 'guides.health.status.not_required', message: 'Not required' }),
    depends: t({ id: 'guides.health.status.depends', message: 'Depends on nationality' }),
  };
  const exemption: Record<HealthCheckExemption | 'unknown', string> = {
    required: t({ id: 'guides.health.exemption.required', message: 'Health check required' }),
    exempt: t({ id: 'guides.health.exemption.exempt', message: 'Exempt from the health check' }),
    'tb-test-only': t({ id: 'guides.health.exemption.tb_only', message: 'Only the TB test is needed' }),
    // The same stored answer, the same words as the time-sensitive documents' choice (D25).
    unknown: t({ id: 'time_sensitive.exemption.unknown', message: 'Not sure' }),
  };
  const introducedBy: Record<IntroducedBy, string> = {
    none: t({ id: 'guides.relationship.introduced.none', message: 'We met on our own' }),
    'friend-family': t({ id: 'guides.relationship.introduced.friends', message: 'Through friends or family' }),
    agency: t({ id: 'guides.relationship.introduced.agency', message: 'Through a marriage agency' }),
    online: t({ id: 'guides.relationship.introduced.online', message: 'Online, through an app or website' }),
    other: t({ id: 'guides.relationship.introduced.other', message: 'Some other way' }),
  };
  return { tab, employment, housing, requirement, exemption, introducedBy };
}
