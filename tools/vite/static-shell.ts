import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { FormId } from '../../src/domain/forms/types';
import { escapeHtml, firstQuestionHtml, loadForms, type Text } from './form-shell';
import { loadRouteTable, withFormIds, type BuildRow } from './route-table';
import { readFirebaseConfig } from '../../src/sync/config';

/**
 * Every route's first screen as static HTML (header, the page's heading and introduction), in both
 * languages from the translation files, so a deep link paints something meaningful before any
 * JavaScript arrives. The inline script in index.html's head marks the route on <html data-route>
 * and CSS shows that route's block; React replaces the whole shell when it renders. The routes and
 * their catalog keys come from src/app/route-table.ts; a form's screen from its definition.
 */
export function staticShellPlugin(root: string): Plugin {
  let loaded: Promise<[Awaited<ReturnType<typeof loadForms>>, BuildRow[]]> | undefined;
  let localOnly = false;
  return {
    name: 'f6-static-shell',
    configResolved(config) {
      localOnly = readFirebaseConfig(config.env).mode === 'local-only';
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => {
        const [forms, rows] = await (loaded ??= Promise.all([loadForms(root), loadRouteTable(root)]));
        const formIds = Object.keys(forms.forms) as FormId[];
        const blocks = shellBlocks(root, rows, forms, localOnly);
        return shellHtml(withFormIds(html, formIds), blocks, blockRoutes(rows, formIds));
      },
    },
  };
}

type ShellRoute = { route: string; title: string; intro?: string; formId?: FormId };

/** The blocks of the static screen: one per route with a `shell` row, and one per form. */
function blockRoutes(rows: BuildRow[], formIds: FormId[]): ShellRoute[] {
  const pages = rows.flatMap((row) => (row.shell ? [{ route: row.key, ...row.shell }] : []));
  const forms = formIds.map((formId) => ({
    route: `form:${formId}`,
    title: `forms.${formId.replace(/-/g, '_')}`,
    formId,
  }));
  return [...pages, ...forms];
}

/** A catalog key as static text in both languages (plain text only: no placeholders or markup). */
function catalogText(root: string): Text {
  const catalogs = Object.fromEntries(
    (['en', 'ko'] as const).map((lang) => [
      lang,
      JSON.parse(readFileSync(resolve(root, 'locales', lang, 'common.json'), 'utf8')) as Record<string, string>,
    ]),
  );
  const plain = (value: string) => value.replace(/\{\{?[^}]*\}?\}/g, '').replace(/<[^>]*>/g, '');
  const fill = (value: string, vars: Record<string, string | number>) =>
    value.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
  return (key, vars = {}) =>
    (['en', 'ko'] as const)
      .map(
        (lang) =>
          `<span class="s-${lang}">${escapeHtml(plain(fill(catalogs[lang][key] || catalogs.en[key] || '', vars)))}</span>`,
      )
      .join('');
}

/**
 * A form route's heading as the wizard shows it: the form's title and official name and number, read
 * from its definition (src/domain/forms/<form>.ts), or the catalog's short name if that ever fails.
 */
function formHeading(root: string, formId: string, fallbackKey: string, text: Text): string {
  const source = readFileSync(resolve(root, 'src/domain/forms', `${formId}.ts`), 'utf8');
  const str = `'((?:[^'\\\\]|\\\\.)*)'`;
  const m = source.match(
    new RegExp(
      `\\n  title: t\\(${str}, ${str}\\),\\n  officialName: t\\(${str}, ${str}\\),\\n  officialNumber: ${str}`,
    ),
  );
  // The review's heading is "Review: <form>" (forms.review_title): a smaller static heading would let
  // React's, painted seconds later, be the route's largest paint.
  const review = `<span class="s-rv">${text('forms.review_title', { form: '' })}</span>`;
  if (!m) return `<p class="s-back">&nbsp;</p><h1 class="s-h2">${review}${text(fallbackKey)}</h1>`;
  const raw = m.slice(1).map((v) => v.replace(/\\'/g, "'"));
  const [en, ko, officialEn, officialKo, number] = raw.map(escapeHtml);
  const both = (e: string, k: string) => `<span class="s-en">${e}</span><span class="s-ko">${k}</span>`;
  // As OfficialName (src/features/forms/components/official-name.tsx): "Printed as “…”" where the title differs.
  const printed = (lang: 'en' | 'ko', title: string, name: string, rawName: string) =>
    name.toLocaleLowerCase() === title.toLocaleLowerCase()
      ? name
      : (text('forms.official_name_printed', { name: rawName }).match(
          new RegExp(`<span class="s-${lang}">(.*?)</span>`),
        )?.[1] ?? name);
  const sub = both(printed('en', en, officialEn, raw[2]), printed('ko', ko, officialKo, raw[3]));
  return `<p class="s-back">&nbsp;</p><h1 class="s-h2">${review}${both(en, ko)}</h1><p class="s-sub">${sub} · ${number}</p>`;
}

function shellBlocks(root: string, rows: BuildRow[], forms: Awaited<ReturnType<typeof loadForms>>, localOnly: boolean) {
  const text = catalogText(root);
  // A build without a sign-in backend says so on the sign-in page, in place of the introduction and the
  // form (login-page.tsx): painted only with React, that notice would be the page's late largest paint.
  const localLogin = (route: string) => route === '/login' && localOnly;
  const note = (route: string) =>
    localLogin(route) ? `<div class="s-note"><p>${text('auth.local_only_v2')}</p></div>` : '';
  const formIds = Object.keys(forms.forms) as FormId[];
  return blockRoutes(rows, formIds)
    .map(({ route, title, intro, formId }) => {
      const heading = formId
        ? formHeading(root, formId, title, text) + firstQuestionHtml(forms, formId, text)
        : `<h1>${text(title)}</h1>`;
      const kindClass = route === '/' ? ' s-home' : route === '/login' ? ' s-login' : '';
      return `<div class="s-route${kindClass}" data-r="${route}">${heading}${intro && !localLogin(route) ? `<p>${text(intro)}</p>` : ''}${note(route)}</div>`;
    })
    .join('');
}

function shellHtml(html: string, blocks: string, routes: ShellRoute[]): string {
  const show = routes.map(({ route }) => `html[data-route="${route}"] [data-r="${route}"]`).join(',');
  const shell =
    `<div id="static-shell" aria-hidden="true"><div class="s-head"><span class="s-logo">F6</span><b>F-6 Visa Prep</b></div>` +
    `<div class="s-main">${blocks}</div></div>`;
  // The stylesheet is needed only once React renders (well after it arrives), so it
  // must not hold back the static first paint.
  return html
    .replace('</style>', `${show}{display:block}</style>`)
    .replace(/<div id="root">[\s\S]*?<\/div>\s*<\/div>/, `<div id="root">${shell}</div>`)
    .replace(
      /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
      '<link rel="stylesheet" crossorigin href="$1" media="print" onload="this.media=\'all\'">',
    );
}
