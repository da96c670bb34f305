import { useLiveQuery } from '@/data/live-query';
import { readSection } from '@/data/sections';
import type { StatementKind } from '@/domain/statements';
import { readStatement } from './repo';

export const useStatement = (kind: StatementKind) => useLiveQuery(() => readStatement(kind), [kind]);

/** Both statements, for the tab labels. */
export const useStatements = () =>
  useLiveQuery(async () => {
    const [personal, sponsor] = await Promise.all([readSection('personalStatement'), readSection('sponsorStatement')]);
    return { personal, sponsor };
  }, []);
