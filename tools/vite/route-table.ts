import { runnerImport } from 'vite';
import react from '@vitejs/plugin-react-swc';
import { resolve } from 'node:path';
import type { RouteRow, routeFile, routeKey } from '../../src/app/route-table';

/** A row with what the build reads besides: the head script's name for it and its file. */
export type BuildRow = RouteRow & { key: string; file: string };
type Module = { routeTable: readonly RouteRow[]; routeKey: typeof routeKey; routeFile: typeof routeFile };

let once: Promise<BuildRow[]> | undefined;

/**
 * The app's route table (src/app/route-table.ts), read by the build: the static first screen, the
 * route preload table and the head script's form pattern all come from it. Its labels are Lingui
 * macros, so it is loaded through the same SWC transform as the app.
 */
export function loadRouteTable(root: string): Promise<BuildRow[]> {
  once ??= runnerImport<Module>(resolve(root, 'src/app/route-table.ts'), {
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias: { '@': resolve(root, 'src') } },
    plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] })],
  }).then(({ module }) =>
    module.routeTable.map((row) => ({ ...row, key: module.routeKey(row), file: module.routeFile(row.id) })),
  );
  return once;
}

/** The placeholder in index.html's head script for the form ids a `/f6/<form>` link may name. */
export const FORM_IDS_PLACEHOLDER = '__F6_FORM_IDS__';

/** The head script with the form ids in its pattern (plain ids only: they go into a regular expression). */
export function withFormIds(html: string, formIds: readonly string[]): string {
  if (!html.includes(FORM_IDS_PLACEHOLDER)) throw new Error(`index.html: ${FORM_IDS_PLACEHOLDER} is missing`);
  const bad = formIds.find((id) => !/^[a-z0-9-]+$/.test(id));
  if (bad !== undefined || formIds.length === 0) throw new Error(`index.html: cannot name the form id "${bad}"`);
  return html.replaceAll(FORM_IDS_PLACEHOLDER, formIds.join('|'));
}
