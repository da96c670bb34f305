/** The typed links: Mantine's look, the router's href (params and search filled in), and paths checked by the typecheck. */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnchorLink } from '@/ui/links/anchor-link';
import { ButtonLink } from '@/ui/links/button-link';
import { CardLink } from '@/ui/links/card-link';
import { NavItemLink } from '@/ui/links/nav-item-link';
import { pathOf, type AppLink, type StaticPath } from '@/lib/route-paths';
import { renderPage } from '../render';

afterEach(cleanup);

describe('typed links', () => {
  it('render Mantine components as router links with the route built from params, search and hash', async () => {
    await renderPage(() => (
      <>
        <AnchorLink to="/f6/$formId" params={{ formId: 'invitation-letter' }} search={{ q: 3 }}>
          question
        </AnchorLink>
        <ButtonLink to="/final-application" hash="pdf-visa-application">
          pdf
        </ButtonLink>
        <NavItemLink to="/guides" search={{ tab: 'relationship' }} label="guides" />
        <CardLink to="/timeline">timeline</CardLink>
      </>
    ));
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('question')).toBe('/f6/invitation-letter?q=3');
    expect(href('pdf')).toBe('/final-application#pdf-visa-application');
    expect(href('guides')).toBe('/guides?tab=relationship');
    expect(href('timeline')).toBe('/timeline');
    // Mantine's own classes stay on the anchor (the look is the component's, the behaviour the router's).
    expect(screen.getByRole('link', { name: 'pdf' }).className).toMatch(/mantine-Button-root/);
  });

  it('name a route by its id as links do', () => {
    expect(pathOf('/f6/')).toBe('/f6');
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/timeline')).toBe('/timeline');
  });

  it('refuse a path the router does not have (checked by the typecheck, not at run time)', () => {
    // @ts-expect-error: no such route
    const wrong: StaticPath = '/timelines';
    // @ts-expect-error: a path with a parameter is not a static path
    const withParam: StaticPath = '/f6/$formId';
    // @ts-expect-error: no such route in a link held as data
    const data: AppLink = { to: '/f6/invitation-letter/reviews' };
    const missingParams = () => (
      // @ts-expect-error: /f6/$formId needs its formId
      <AnchorLink to="/f6/$formId">x</AnchorLink>
    );
    const wrongSearch = () => (
      // @ts-expect-error: the guides take a known tab only
      <AnchorLink to="/guides" search={{ tab: 'nowhere' }}>
        x
      </AnchorLink>
    );
    expect([wrong, withParam, data.to, typeof missingParams, typeof wrongSearch]).toHaveLength(5);
  });
});
