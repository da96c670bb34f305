import { ph } from '@lingui/core/macro';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { pick, type Locale } from '@/domain/common';
import { topicTitles } from '@/domain/statement-topic-titles';
import { useEffect, useState, type ReactNode } from 'react';
import { AnchorLink } from '@/ui/links/anchor-link';
import type { AppLink } from '@/lib/route-paths';
import { SourceNote } from '@/ui/source-note';
import { toneText } from '@/ui/badge-tone';
import { getFormShape, isFormId } from '@/domain/forms/structure';
import { loadForm, loadedForm } from '@/domain/forms/load';
import { displayItems } from '@/domain/forms/skip';
import type { FormDef, FormId } from '@/domain/forms/types';
import type { CheckGroup, CheckItem, CheckItemId, CheckStatus } from '../checklist';
import { checklistLabelFor } from '../checklist-labels';
import type { SlotStatus } from '@/domain/status';
import { useStatusWords } from '@/i18n/status-words';
import nearScreen from './near-screen.module.css';

const statusColor: Record<CheckStatus, string> = {
  done: 'brand',
  exempt: 'brand',
  'in-progress': 'blue',
  todo: 'gray',
  attention: 'red',
  elsewhere: 'red',
  bring: 'grape',
};

function useChecklistText() {
  const { t, i18n } = useLingui();
  const label = (item: CheckItem) => t(checklistLabelFor(item, i18n.locale as Locale));

  const groups: Record<CheckGroup, string> = {
    forms: t({ id: 'final.group.forms', message: 'Forms and statements' }),
    documents: t({ id: 'final.group.documents', message: 'Documents (uploaded copies)' }),
    checks: t({ id: 'final.group.checks', message: 'Checks and certificates' }),
    day: t({ id: 'final.group.day', message: 'On the day' }),
  };
  const status: Record<CheckStatus, string> = {
    done: t({ id: 'final.status.done', message: 'Done' }),
    exempt: t({ id: 'final.status.exempt', message: 'Not needed' }),
    'in-progress': t({ id: 'status.in_progress', message: 'In progress' }),
    todo: t({ id: 'final.status.todo', message: 'To do' }),
    attention: t({ id: 'final.status.attention', message: 'Needs attention' }),
    elsewhere: t({ id: 'status.slot.state.elsewhere', message: 'On the other device' }),
    bring: t({ id: 'final.status.bring', message: 'For the day' }),
  };
  const reasons: Record<NonNullable<CheckItem['reason']>, string> = {
    'expires-soon': t({
      id: 'final.reason.expires',
      message: 'The passport expires within 6 months: renew it before applying.',
    }),
    'needs-attention': t({
      id: 'final.reason.needs_attention',
      message: 'The eligibility check found points to address.',
    }),
    'not-eligible': t({
      id: 'final.reason.not_eligible',
      message: 'The eligibility check found a requirement that is not met.',
    }),
    'doc-problem': '',
    'statement-wording': '',
    'statement-stale': t({
      id: 'final.reason.statement_stale',
      message:
        'You answered more since this was composed: compose it again, or keep it as it is, on the statement page.',
    }),
    'wrong-language': '',
  };
  return { label, groups, status, reasons };
}

const reasonColor = toneText.bad;

type ReasonLink = AppLink & { key: string; label: string };

/** Links in a reason, one per answer to fix, separated by commas. */
function ReasonLinks({ links, testId }: { links: ReasonLink[]; testId: string }) {
  return (
    <>
      {links.map((link, i) => (
        <span key={link.key}>
          {i > 0 && ', '}
          <AnchorLink
            to={link.to}
            params={link.params}
            search={link.search}
            hash={link.hash}
            size="xs"
            c={reasonColor}
            underline="always"
            data-testid={testId}
          >
            {link.label}
          </AnchorLink>
        </span>
      ))}
    </>
  );
}

/** What keeps a statement from printing in one language: the answers still to be worded (each a link to its wording), the passages left blank. */
function WordingReason({ id, wording }: { id: CheckItemId; wording: NonNullable<CheckItem['wording']> }) {
  const { t, i18n } = useLingui();
  const kind = id === 'personal-statement' ? 'personal' : 'sponsor';
  const links = wording.topics.map((topic): ReasonLink => ({
    key: topic,
    label: pick(topicTitles[topic], i18n.locale as Locale),
    to: '/enhancement',
    search: { tab: kind },
    hash: `wording-${kind}-${wording.language}-${topic}`,
  }));
  const count = wording.blanks;
  return (
    <>
      {links.length > 0 && (
        <Text size="xs" c={reasonColor} data-testid="wording-reason">
          {wording.language === 'ko'
            ? t({
                id: 'final.reason.wording_ko_lead',
                message: 'Korean wording still missing for answers written in English:',
              })
            : t({
                id: 'final.reason.wording_en_lead',
                message: 'English wording still missing for answers written in Korean:',
              })}{' '}
          <ReasonLinks links={links} testId="wording-link" />
        </Text>
      )}
      {count > 0 && (
        <Text size="xs" c={reasonColor}>
          {t({
            id: 'final.reason.wording_blanks',
            message: `Passages in the other language that the package leaves blank, to write by hand: ${ph({ count })}`,
          })}
        </Text>
      )}
    </>
  );
}

/**
 * One form's words, fetched when a reason first needs them: the checklist names a question only in
 * its rare "wrong language" reason, and the three forms' words are 25 KiB the page would load for it.
 */
function useFormWords(formId: FormId): FormDef | undefined {
  const [form, setForm] = useState(() => loadedForm(formId));
  const current = form?.id === formId ? form : loadedForm(formId);
  useEffect(() => {
    if (current) return;
    let live = true;
    // A failed fetch (offline before the app was cached) leaves the question numbers: nothing is lost.
    loadForm(formId).then(
      (loaded) => live && setForm(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [formId, current]);
  return current;
}

/** An official form's answers in another language than the form asks for, each a link to its question. */
function WrongLanguageReason({
  formId,
  answers,
}: {
  formId: FormId;
  answers: NonNullable<CheckItem['wrongLanguage']>;
}) {
  const { t, i18n } = useLingui();
  const form = useFormWords(formId);
  const link = (w: (typeof answers)[number]): ReasonLink => {
    const q = getFormShape(formId).questions[w.index];
    const items = q ? displayItems(q) : [];
    const title = form?.questions[w.index]?.title;
    // Until the form's words arrive (a moment, from the cache), the question's number stands in.
    const name = title
      ? pick(title, i18n.locale as Locale)
      : t({ id: 'final.reason.question_number', message: `Question ${ph({ number: w.index + 1 })}` });
    return {
      key: w.questionId,
      label: `${items.length ? `${items.join(', ')} · ` : ''}${name}`,
      to: '/f6/$formId',
      params: { formId },
      search: { q: w.index },
    };
  };
  const inKorean = answers.filter((w) => w.asks === 'ko').map(link);
  const inEnglish = answers.filter((w) => w.asks === 'en').map(link);
  return (
    <>
      {inKorean.length > 0 && (
        <Text size="xs" c={reasonColor} data-testid="wrong-language-reason">
          {t({
            id: 'final.reason.wrong_language_ko',
            message: 'The form asks these in Korean; they are written in English and print as typed:',
          })}{' '}
          <ReasonLinks links={inKorean} testId="wrong-language-link" />
        </Text>
      )}
      {inEnglish.length > 0 && (
        <Text size="xs" c={reasonColor} data-testid="wrong-language-reason">
          {t({
            id: 'final.reason.wrong_language_en',
            message: 'The form asks these in English letters, as in the passport; they contain Korean:',
          })}{' '}
          <ReasonLinks links={inEnglish} testId="wrong-language-link" />
        </Text>
      )}
    </>
  );
}

/** A document's problems in the documents page's words (domain/status), and how to bring what is elsewhere. */
function SlotReasons({ slot }: { slot: SlotStatus }) {
  const words = useStatusWords();
  return (
    <>
      {slot.problems.map((p, i) => (
        <Text key={i} size="xs" c={reasonColor} data-testid="slot-reason">
          {words.slotProblem(slot.slot, p)}
        </Text>
      ))}
      {slot.problems.some((p) => p.kind === 'elsewhere') && (
        <Text size="xs" c={reasonColor}>
          {words.bring()}
        </Text>
      )}
    </>
  );
}

export function ReadinessChecklist({ items }: { items: CheckItem[] }) {
  const { t } = useLingui();
  const text = useChecklistText();
  const groups: CheckGroup[] = ['forms', 'documents', 'checks', 'day'];
  return (
    <Card className={nearScreen.card} withBorder radius="lg" padding="lg" data-testid="checklist">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t({ id: 'final.checklist', message: 'Readiness checklist' })}
          </Title>
          <Text size="sm" c="dimmed">
            {t({
              // Not "embassy or consulate": an applicant in Korea applies at an immigration office (D28).
              id: 'final.checklist_help_where',
              message: 'What the office that takes your F-6 application wants. Select an item to finish it.',
            })}
          </Text>
        </Stack>
        {groups.map((group) => (
          <Stack key={group} gap={6} style={{ breakInside: 'avoid-page' }}>
            <Title order={3} size="h5">
              {text.groups[group]}
            </Title>
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {items
                .filter((item) => item.group === group)
                .map((item) => (
                  <CheckRow key={item.id} item={item} text={text} />
                ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

type ChecklistText = ReturnType<typeof useChecklistText>;

/** An item's name, linked to where it is finished. */
function ItemLabel({ item, text }: { item: CheckItem; text: ChecklistText }): ReactNode {
  if (!item.to) return <Text size="sm">{text.label(item)}</Text>;
  if (item.to === '#application-form')
    return (
      <Anchor href={item.to} size="sm">
        {text.label(item)}
      </Anchor>
    );
  return (
    <AnchorLink to={item.to} params={item.params} search={item.search} size="sm">
      {text.label(item)}
    </AnchorLink>
  );
}

/** One item: its name, why it needs work, and its status. */
function CheckRow({ item, text }: { item: CheckItem; text: ChecklistText }) {
  return (
    <li data-testid={`check-${item.id}`} data-status={item.status}>
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="sm"
        py={6}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Stack gap={2}>
          <ItemLabel item={item} text={text} />
          {item.mission?.known && <SourceNote source={item.mission.source} />}
          {item.wording && <WordingReason id={item.id} wording={item.wording} />}
          {item.wrongLanguage && isFormId(item.id) && (
            <WrongLanguageReason formId={item.id} answers={item.wrongLanguage} />
          )}
          {item.slot && item.slot.state !== 'ready' && item.slot.state !== 'empty' && <SlotReasons slot={item.slot} />}
          {item.reason &&
            item.reason !== 'statement-wording' &&
            item.reason !== 'wrong-language' &&
            item.reason !== 'doc-problem' && (
              <Text size="xs" c={reasonColor}>
                {text.reasons[item.reason]}
              </Text>
            )}
        </Stack>
        <Badge color={statusColor[item.status]} variant="light" style={{ flexShrink: 0 }}>
          {item.status === 'in-progress' && item.percent !== undefined
            ? `${text.status[item.status]} · ${item.percent}%`
            : text.status[item.status]}
        </Badge>
      </Group>
    </li>
  );
}
