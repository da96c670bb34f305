import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { readAudit } from '@/data/audit';
import { useLiveQuery } from '@/data/live-query';
import { openFindingCount } from '@/domain/audit';

/** The navigation's count of open audit findings (D27), beside the final step; nothing when none. */
export function AuditBadge() {
  const { t } = useLingui();
  const count = useLiveQuery(async () => openFindingCount(await readAudit()), [], 0);
  if (!count) return null;
  return (
    <Badge
      size="sm"
      color="red"
      variant="filled"
      circle
      data-testid="audit-badge"
      aria-label={t({
        id: 'audit.badge_label',
        message: plural(count, { one: '# fact does not agree', other: '# facts do not agree' }),
      })}
    >
      {count}
    </Badge>
  );
}
