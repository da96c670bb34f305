import type { MessageDescriptor } from '@lingui/core';
import { pathOf, type StaticPath } from '@/lib/route-paths';
import { routeTable } from './route-table';

export type NavItem = { to: StaticPath; label: MessageDescriptor; testId: string };

/** The spec's navigation entries, in the order of the journey (the route table's rows with a `nav`). */
export const navItems: NavItem[] = routeTable.flatMap((row) =>
  'nav' in row ? [{ to: pathOf(row.id), label: row.nav.label, testId: row.nav.testId }] : [],
);
