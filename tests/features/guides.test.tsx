import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSection, updateSection } from '@/data/sections';
import { GuidesPage } from '@/features/guides/components/guides-page';
import type { GuideTab } from '@/features/guides/model';
import { renderPage, resetDatabase } from '../render';

/** The couple's facts as the eligibility check holds them (the guides read them, never ask them). */
const seedCouple = (answers: Record<string, string>) =>
  updateSection('eligibility', (e) => ({ ...e, ...answers }) as typeof e);

const onTabChange = vi.fn<(tab: GuideTab) => void>();

const open = async (tab: GuideTab) => {
  await renderPage(() => <GuidesPage tab={tab} onTabChange={onTabChange} />, { path: '/guides' });
  await screen.findByRole('heading', { level: 1, name: 'Guides' });
};

beforeEach(async () => {
  onTabChange.mockClear();
  await resetDatabase();
});

afterEach(() => cleanup());

describe('Guides', () => {
  it('opens the tab from the URL and reports tab changes', async () => {
    const user = userEvent.setup();
    await open('health');
    expect(screen.getByRole('tab', { name: 'Health' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByTestId('health-requirements')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Evidence' }));
    expect(onTabChange).toHaveBeenCalledWith('evidence');
  });

  it('financial: housing is read from eligibility, and asked only when eligibility left it open', async () => {
    await updateSection('eligibility', (e) => ({ ...e, hasHousingInKorea: false }));
    await open('financial');
    expect((await screen.findByTestId('financial-housing-held')).textContent).toMatch(
      /no home in Korea yet, as you answered in the eligibility check/,
    );
    expect(screen.queryByTestId('financial-housing')).toBeNull();
    cleanup();

    await updateSection('eligibility', (e) => ({ ...e, hasHousingInKorea: true }));
    await open('financial');
    const select = await screen.findByTestId('financial-housing');
    expect(screen.getByText('Housing: what kind is the home in Korea?')).toBeTruthy();
    await userEvent.setup().click(select);
    expect(await screen.findByRole('option', { name: 'Owns the home', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Not sure yet', hidden: true })).toBeNull();
  });

  it('financial: assets and a child given in eligibility are ticked from there, with their cases', async () => {
    // A sponsor under the income line who meets it with savings read "no special case" here.
    await updateSection('eligibility', (e) => ({
      ...e,
      annualIncome: 18_000_000,
      assetsKrw: 200_000_000,
      childTogether: true,
    }));
    await open('financial');
    const savings = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: 'The Korean spouse has large savings',
    });
    expect(savings.checked).toBe(true);
    expect(savings.disabled).toBe(true);
    const child = screen.getByRole<HTMLInputElement>('checkbox', { name: /A humanitarian exemption may apply/ });
    expect(child.checked).toBe(true);
    expect(screen.getAllByText('From your eligibility answers: change it there')).toHaveLength(2);
    expect(await screen.findByTestId('financial-case-assetsCountAsIncome')).toBeTruthy();
  });

  it('financial: starts from the spec defaults and derives the cases from the inputs, saved with them', async () => {
    const user = userEvent.setup();
    await open('financial');
    await screen.findByTestId('financial-cases');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Employed' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /regular deposits/ }).checked).toBe(true);
    expect(screen.queryByTestId('financial-case-irregularIncome')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Self-employed' }));
    expect(await screen.findByTestId('financial-case-irregularIncome')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'The applicant works in Korea' }));
    expect(await screen.findByTestId('financial-case-sponseeIncomeCounts')).toBeTruthy();

    const section = await readSection('financialGuide');
    expect(section.inputs.sponsorEmploymentStatus).toBe('self-employed');
    expect(section.selectedCases).toEqual(['irregularIncome', 'sponseeIncomeCounts']);
    // The case's sources are shown with their as-of date.
    expect(
      within(screen.getByTestId('financial-case-irregularIncome')).getAllByTestId('source-note')[0].textContent,
    ).toContain('as of');
  });

  it("financial: a couple applying in Ho Chi Minh City is cited that consulate's site, never Seattle's page (D28)", async () => {
    const user = userEvent.setup();
    await seedCouple({ nationality: 'VN', applicantResidence: 'VN', applicantRegion: 'ho-chi-minh-city' });
    await open('financial');
    await screen.findByTestId('financial-cases');
    await user.click(screen.getByRole('radio', { name: 'Self-employed' }));
    const card = await screen.findByTestId('financial-case-irregularIncome');
    expect(card.textContent).not.toMatch(/Seattle|US income/);
    expect(card.textContent).toMatch(/Korean Consulate General in Ho Chi Minh City: official site/);
    const links = within(card)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href') ?? '');
    expect(links.some((href) => href.includes('us-seattle'))).toBe(false);
  });

  it('financial: an employee with large savings is told how assets count (5% of net assets held 6+ months)', async () => {
    const user = userEvent.setup();
    await open('financial');
    await screen.findByTestId('financial-cases');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Employed' }).checked).toBe(true);
    expect(screen.queryByTestId('financial-case-assetsCountAsIncome')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'The Korean spouse has large savings' }));
    const card = await screen.findByTestId('financial-case-assetsCountAsIncome');
    expect(card.textContent).toMatch(/5% of the Korean spouse's net assets counts as income/);
    expect(card.textContent).toMatch(/held at least 6 months/);
    expect(within(card).getAllByTestId('source-note')[0].textContent).toMatch(/MOJ Notice 2016-369.*as of/);
    expect(
      within(screen.getByTestId('financial-checklist')).getByText('Deposit balance certificate and bankbook copies'),
    ).toBeTruthy();
    await waitFor(async () =>
      expect((await readSection('financialGuide')).selectedCases).toEqual(['assetsCountAsIncome']),
    );
  });

  it('financial: checklist ticks persist across a reload', async () => {
    const user = userEvent.setup();
    await open('financial');
    const item = await screen.findByRole('checkbox', { name: 'Credit information report' });
    await user.click(item);
    await waitFor(async () => expect((await readSection('financialGuide')).checklist['base:credit-report']).toBe(true));
    expect(screen.getByTestId('financial-checklist-count').textContent).toBe('1 of 4 done');

    cleanup();
    await open('financial');
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Credit information report' })).checked).toBe(
      true,
    );
  });

  it('health: the exemption from the answers is written to exemptionStatus, with its uncertainty shown', async () => {
    const user = userEvent.setup();
    await open('health');
    // No nationality given yet: the TB certificate depends on it, asked in the eligibility check.
    expect((await screen.findByTestId('health-tb-certificate')).dataset.status).toBe('depends');
    expect(screen.getByTestId('guide-fact-nationality').dataset.known).toBe('false');
    expect(screen.getByTestId('guide-facts-link').getAttribute('href')).toBe('/eligibility');
    expect(screen.queryByRole('textbox', { name: /nationality/i })).toBeNull();
    // Where the applicant lives is not known either: no US wording as if it applied (D28).
    expect(screen.getByTestId('health-applicant-health-certificate').textContent).not.toMatch(/\bUS\b/);
    expect(screen.getByTestId('health-exemption-suggested').textContent).toBe('Health check required');
    // Section 14 D9: the exemptions worded as the sources say.
    expect(screen.getByTestId('health-exemption-routes').textContent).toMatch(/6 months or more continuously/);

    // Pregnancy is confirmed with the mission; it never drops both certificates silently.
    await user.click(screen.getByRole('checkbox', { name: 'The applicant is pregnant' }));
    await waitFor(() =>
      expect(screen.getByTestId('health-applicant-health-certificate').dataset.status).toBe('may-be-exempt'),
    );
    expect(screen.getByTestId('health-exemption-suggested').textContent).toBe('Health check required');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Health certificates for this application are already in hand, issued within 6 months',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('health-exemption-suggested').textContent).toBe('Exempt from the health check'),
    );
    await user.click(screen.getByTestId('apply-health-exemption'));
    await waitFor(async () => expect((await readSection('exemptionStatus')).healthCheck).toBe('exempt'));
    expect((await readSection('exemptionStatus')).criminalRecordCheck).toBe('unknown');
    await waitFor(() =>
      expect(screen.getByTestId('health-exemption-saved').textContent).toContain('Exempt from the health check'),
    );
  });

  it("health: a Vietnamese applicant's guide shows the TB certificate from the couple's facts, without asking the nationality", async () => {
    const user = userEvent.setup();
    await seedCouple({ nationality: 'VN', applicantResidence: 'VN' });
    await open('health');
    const tb = await screen.findByTestId('health-tb-certificate');
    expect(tb.dataset.status).toBe('required');
    expect(tb.textContent).toMatch(/hospital the Korean mission designates/);
    expect(tb.textContent).toMatch(/within 3 months/);
    expect(within(tb).getByTestId('source-note').textContent).toMatch(/HiKorea/);
    expect(screen.getByTestId('guide-fact-nationality').textContent).toContain('Vietnam');
    expect(screen.getByTestId('guide-fact-residence').textContent).toContain('Vietnam');
    expect(screen.queryByRole('textbox', { name: /nationality/i })).toBeNull();
    expect(screen.queryByTestId('health-tbHighRisk')).toBeNull();
    // Applying from Vietnam: the mission there may designate hospitals, not the US wording.
    expect(screen.getByTestId('health-applicant-health-certificate').textContent).toMatch(/may designate hospitals/);

    await user.click(
      screen.getByRole('checkbox', {
        name: 'Health certificates for this application are already in hand, issued within 6 months',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('health-exemption-suggested').textContent).toBe('Only the TB test is needed'),
    );
    await user.click(screen.getByTestId('apply-health-exemption'));
    await waitFor(async () => expect((await readSection('exemptionStatus')).healthCheck).toBe('tb-test-only'));
  });

  it("health: a US applicant's guide does not list what does not apply", async () => {
    await seedCouple({ nationality: 'US', applicantResidence: 'US' });
    await open('health');
    const list = await screen.findByTestId('health-requirements');
    await waitFor(() => expect(screen.getByTestId('guide-fact-nationality').textContent).toContain('United States'));
    expect(screen.queryByTestId('health-tb-certificate')).toBeNull();
    expect(list.textContent).not.toMatch(/TB/);
    expect(screen.queryByTestId('health-tbHighRisk')).toBeNull();
    expect(screen.queryByTestId('health-note-korea-tb-recheck')).toBeNull();
    expect(screen.getByTestId('health-applicant-health-certificate').textContent).toMatch(/designate no hospital/);
    expect(screen.getByTestId('guide-facts-link').textContent).toBe('Change them there');
  });

  it('relationship: flags follow the answers and ticks update the saved progress', async () => {
    const user = userEvent.setup();
    await open('relationship');
    await screen.findByTestId('relationship-flags');
    expect(screen.queryByTestId('relationship-flag-broker-introduction')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Through a marriage agency' }));
    const flag = await screen.findByTestId('relationship-flag-broker-introduction');
    expect(within(flag).getByTestId('source-uncertain')).toBeTruthy();
    await waitFor(async () => expect((await readSection('relationshipGuide')).inputs.introducedBy).toBe('agency'));

    // 5 base items + 3 broker items + 2 US items (usSubmission defaults to true), the broker's travel records
    // being the base's: listed once.
    expect(screen.getByTestId('relationship-checklist-count').textContent).toBe('0 of 9 done');
    expect(screen.getAllByRole('checkbox', { name: /^Flight tickets/ })).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Photos with both families' }));
    await waitFor(async () => expect((await readSection('relationshipGuide')).progress).toBe(11));
    expect((await readSection('relationshipGuide')).checklist['base:family-photos']).toBe(true);
  });

  it('relationship and evidence: a couple without US papers is never shown or counted the US (I-130) parts', async () => {
    const user = userEvent.setup();
    await seedCouple({ nationality: 'VN', applicantResidence: 'VN' });
    await open('relationship');
    await screen.findByTestId('relationship-flags');
    expect(screen.queryByTestId('relationship-usSubmission')).toBeNull();
    // 5 base items only, though the stored answer is the spec's default (usSubmission true).
    await waitFor(() => expect(screen.getByTestId('relationship-checklist-count').textContent).toBe('0 of 5 done'));
    await user.click(screen.getByRole('checkbox', { name: 'Photos with both families' }));
    await waitFor(async () => expect((await readSection('relationshipGuide')).progress).toBe(20));
    // The first meeting is asked in the invitation (items 2.1 to 2.4), not in a statement.
    expect(screen.getByTestId('relationship-checklist').textContent).toMatch(/invitation \(items 2\.1 to 2\.4/);

    cleanup();
    await open('evidence');
    await screen.findByTestId('evidence-strength');
    expect(screen.queryByTestId('evidence-audience')).toBeNull();
    expect(screen.queryByText(/USCIS/)).toBeNull();
    expect(screen.getByText(/The consulate looks at how you met/)).toBeTruthy();
  });

  it('evidence: the strength shown follows what is chosen here (D25), Recalculate saves it, and the inputs save', async () => {
    const user = userEvent.setup();
    await open('evidence');
    // Nothing chosen: the starting estimate, whatever figure is stored (0 in a new application).
    expect((await screen.findByTestId('evidence-photos')).textContent).toBe('Photos: 50%');
    expect((await readSection('evidence')).strength).toEqual({ photos: 0, texts: 0 });
    await user.click(screen.getByTestId('evidence-recalculate'));
    await waitFor(() => expect(screen.getByTestId('evidence-photos').textContent).toBe('Photos: 50%'));
    expect((await readSection('evidence')).strength).toEqual({ photos: 50, texts: 50 });

    await user.click(screen.getByRole('radio', { name: 'Korean consulate' }));
    await user.click(screen.getByRole('switch', { name: /^Hide phone numbers, emails and account numbers/ }));
    await waitFor(async () =>
      expect((await readSection('evidence')).inputs).toEqual({ audience: 'korea', redactionEnabled: true }),
    );
  });
});
