import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { readAudit } from '@/data/audit';
import { sharedLiveQuery } from '@/data/live-query';
import { openFindingCount } from '@/domain/audit';

// Shown twice on a phone (the navigation and the menu button): one query for both.
const useOpenFindingCount = sharedLiveQuery(async () => openFindingCount(await readAudit()));

/** The navigation's count of open audit findings (D27), beside the final step; nothing when none. */
export function AuditBadge() {
  const { t } = useLingui();
  const count = useOpenFindingCount() ?? 0;
  if (!count) return null;
  const label = t({
    id: 'audit.badge_label',
    message: plural(count, { one: '# fact does not agree', other: '# facts do not agree' }),
  });
  // The words on hover too: a red number alone does not say what it counts.
  return (
    <Badge size="sm" color="red" variant="filled" circle data-testid="audit-badge" aria-label={label} title={label}>
      {count}
    </Badge>
  );
}

/**
 * The same count on the phone's closed menu button, which would otherwise hide it: a dot with the
 * number, and the words the button's name reads (it is labelled by `labelId` beside "Menu").
 */
export function MenuAuditCount({ labelId }: { labelId: string }) {
  const { t } = useLingui();
  const count = useOpenFindingCount() ?? 0;
  if (!count) return null;
  return (
    <>
      <span id={labelId} hidden>
        {t({
          id: 'audit.badge_label',
          message: plural(count, { one: '# fact does not agree', other: '# facts do not agree' }),
        })}
      </span>
      <Badge
        component="span"
        size="xs"
        color="red"
        variant="filled"
        circle
        aria-hidden
        data-testid="menu-audit-badge"
        style={{ position: 'absolute', top: -6, right: -8, pointerEvents: 'none' }}
      >
        {count}
      </Badge>
    </>
  );
}
