import { ph } from '@lingui/core/macro';
import { MAX_STATEMENT_CHARS, TextLimit, usePasteCut, withinLimit } from '@/ui/text-limit';
import { Alert, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type CSSProperties } from 'react';
import type { Statement, StatementTopic } from '@/domain/application';
import type { Locale } from '@/domain/common';
import { isCompositionStale, wordCount, type StatementKind } from '@/domain/statements';
import { toneText } from '@/ui/badge-tone';
import { logger } from '@/lib/logger';
import type { SaveQueue } from '@/lib/save-queue';
import { toast } from '@/lib/toast';
import { composeStatementFor, keepComposition, markFinal, saveStatementLanguage, type StatementEdit } from '../repo';
import classes from './statement.module.css';
import { StatementWordings } from './statement-wordings';
import { AutoTextarea } from '@/ui/auto-textarea';

type Props = {
  kind: StatementKind;
  statement: Statement;
  answeredCount: number;
  queue: SaveQueue<StatementEdit>;
  onContent: (text: string) => void;
  onWording: (language: Locale, topic: StatementTopic, text: string) => void;
};

/** Compose, keep a stale text, mark final and copy: each saves what is queued first. */
function useComposerActions(kind: StatementKind, setDraft: (text: string) => void, queue: SaveQueue<StatementEdit>) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const compose = async (language: Locale) => {
    setConfirming(false);
    setBusy(true);
    try {
      await queue.flush();
      const next = await composeStatementFor(kind, language);
      setDraft(next.content);
    } catch (error) {
      logger.error('Composing the statement failed', error);
      toast.error(
        t({ id: 'statements.compose_failed', message: 'The statement could not be composed. Please try again.' }),
      );
    } finally {
      setBusy(false);
    }
  };
  const keep = async () => {
    await queue.flush();
    await keepComposition(kind).catch((error: unknown) => logger.error('Keeping the statement failed', error));
  };
  const setFinal = async (final: boolean) => {
    await queue.flush();
    await markFinal(kind, final).catch((error: unknown) => logger.error('Marking the statement failed', error));
  };
  const copy = (draft: string) =>
    navigator.clipboard.writeText(draft).then(
      () => toast.success(t({ id: 'statements.copied', message: 'Statement copied to the clipboard.' })),
      () =>
        toast.error(
          t({
            id: 'statements.copy_failed',
            message: 'Copying did not work here. Select the text and copy it yourself.',
          }),
        ),
    );
  return { compose, keep, setFinal, copy, busy, confirming, setConfirming };
}

function LanguagePicker({
  kind,
  language,
  onChange,
}: {
  kind: StatementKind;
  language: Locale;
  onChange: (l: Locale) => void;
}) {
  const { t } = useLingui();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`language-label-${kind}`}>
        {t({ id: 'statements.language', message: 'Language of the statement' })}
      </Text>
      <SegmentedControl
        w="fit-content"
        value={language}
        onChange={(value) => onChange(value as Locale)}
        data={[
          { value: 'en', label: t({ id: 'statements.lang_en', message: 'English' }) },
          { value: 'ko', label: t({ id: 'statements.lang_ko', message: 'Korean' }) },
        ]}
        aria-labelledby={`language-label-${kind}`}
        data-testid="statement-language"
      />
      <Text size="xs" c="dimmed">
        {t({
          id: 'statements.language_help_one',
          message:
            'The whole statement is in this language: headings, opening and closing lines, and your answers as you wrote them, or your wording of those written in the other language.',
        })}
      </Text>
    </Stack>
  );
}

/** Answers changed since the text was composed: say so, never rewrite the user's text. */
function StaleNotice({ onCompose, onKeep }: { onCompose: () => void; onKeep: () => void }) {
  const { t } = useLingui();
  return (
    <Alert
      color="yellow"
      // The tint's own yellow text is too pale to read on it (axe colour contrast).
      style={{ '--alert-color': toneText.warnOnTint } as CSSProperties}
      title={t({ id: 'statements.stale_title', message: 'You answered more since this was composed' })}
      data-testid="statement-stale"
    >
      <Stack gap="xs">
        <Text size="sm">
          {t({
            id: 'statements.stale_body',
            message:
              'The text below was composed before your latest answers and does not include them; the package prints it as it is. Compose again to add them, or keep the text as it is.',
          })}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" onClick={onCompose} data-testid="stale-compose">
            {t({ id: 'statements.stale_compose', message: 'Compose again' })}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onKeep} data-testid="stale-keep">
            {t({ id: 'statements.stale_keep', message: 'Keep as is' })}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Composing over edited text asks first: the edits would be lost. */
function ConfirmReplace({ onReplace, onCancel }: { onReplace: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <Alert color="red" title={t({ id: 'statements.replace_title', message: 'Replace the current text?' })}>
      <Stack gap="xs">
        <Text size="sm">
          {t({
            id: 'statements.replace_body',
            message:
              'Composing again builds the text from your answers. Edits you made to the text below will be lost.',
          })}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" color="red" onClick={onReplace} data-testid="confirm-compose">
            {t({ id: 'statements.replace', message: 'Replace the text' })}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onCancel}>
            {t({ id: 'common.cancel', message: 'Cancel' })}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function ComposeButton({
  busy,
  answeredCount,
  onClick,
}: {
  busy: boolean;
  answeredCount: number;
  onClick: () => void;
}) {
  const { t } = useLingui();
  return (
    <Group gap="sm">
      <Button onClick={onClick} loading={busy} disabled={answeredCount === 0} data-testid="compose">
        {t({ id: 'statements.compose', message: 'Compose statement' })}
      </Button>
      {answeredCount === 0 && (
        <Text size="sm" c="dimmed">
          {t({ id: 'statements.compose_needs', message: 'Answer at least one topic first.' })}
        </Text>
      )}
    </Group>
  );
}

function ComposerTitle({ statement, isFinal }: { statement: Statement; isFinal: boolean }) {
  const { t, i18n } = useLingui();
  const date = statement.completedAt ? new Date(statement.completedAt).toLocaleDateString(i18n.locale) : '';
  return (
    <Group justify="space-between" align="center">
      <Title order={2} size="h3">
        {t({ id: 'statements.step2', message: '2. Compose and edit your statement' })}
      </Title>
      {isFinal ? (
        <Badge color="brand" variant="light" data-testid="final-badge">
          {t({ id: 'statements.final_on', message: `Final · ${ph({ date })}` })}
        </Badge>
      ) : statement.generated ? (
        <Badge color="blue" variant="light">
          {t({ id: 'statements.status.draft', message: 'Draft' })}
        </Badge>
      ) : null}
    </Group>
  );
}

type EditorProps = {
  draft: string;
  onText: (text: string) => void;
  isFinal: boolean;
  canFinal: boolean;
  onCopy: () => void;
  onFinal: (final: boolean) => void;
};

/** The text to edit (printed on its own), its counts, and copy, print and final. */
function StatementEditor({ draft, onText, isFinal, canFinal, onCopy, onFinal }: EditorProps) {
  const { t } = useLingui();
  const words = wordCount(draft);
  const characters = draft.replace(/\s/g, '').length;
  const { cut, onPaste } = usePasteCut(draft.length, MAX_STATEMENT_CHARS);
  return (
    <>
      <AutoTextarea
        wrapperProps={{ 'data-print': 'hide' }}
        label={t({ id: 'statements.text_label', message: 'Statement text' })}
        description={t({
          id: 'statements.text_help',
          message:
            'Edit freely: every change is saved. Nothing here is invented; check that it reads as you would say it.',
        })}
        value={draft}
        maxLength={MAX_STATEMENT_CHARS}
        onPaste={onPaste}
        onChange={(e) => onText(withinLimit(e.currentTarget.value, MAX_STATEMENT_CHARS))}
        inputContainer={(input) => (
          <>
            {input}
            <TextLimit length={draft.length} max={MAX_STATEMENT_CHARS} cut={cut} />
          </>
        )}
        minRows={10}
        maxRows={30}
        data-testid="statement-text"
      />
      <div className={classes.printOnly}>{draft}</div>
      <Group justify="space-between" gap="sm" data-print="hide">
        <Text size="sm" c="dimmed" data-testid="word-count">
          {t({ id: 'statements.word_count', message: `Words: ${ph({ words })} · Characters: ${ph({ characters })}` })}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="sm" onClick={onCopy} disabled={!draft.trim()}>
            {t({ id: 'statements.copy', message: 'Copy' })}
          </Button>
          <Button variant="default" size="sm" onClick={() => window.print()} disabled={!draft.trim()}>
            {t({ id: 'forms.print', message: 'Print' })}
          </Button>
          {isFinal ? (
            <Button variant="light" size="sm" onClick={() => onFinal(false)} data-testid="reopen">
              {t({ id: 'statements.reopen', message: 'Back to draft' })}
            </Button>
          ) : (
            <Button size="sm" onClick={() => onFinal(true)} disabled={!canFinal} data-testid="mark-final">
              {t({ id: 'statements.mark_final', message: 'Mark as final' })}
            </Button>
          )}
        </Group>
      </Group>
    </>
  );
}

/** Step 2: compose from the answers in the chosen language, edit freely, mark as final, copy or print. */
export function StatementComposer({ kind, statement, answeredCount, queue, onContent, onWording }: Props) {
  const { t, i18n } = useLingui();
  const [language, setLanguage] = useState<Locale>(statement.language ?? (i18n.locale as Locale));
  const [draft, setDraft] = useState(statement.content);
  const { compose, keep, setFinal, copy, busy, confirming, setConfirming } = useComposerActions(kind, setDraft, queue);
  const isFinal = !!statement.completedAt && !!draft.trim();
  const showEditor = statement.generated || draft.length > 0;
  // Answers changed since the text was composed: say so, never rewrite the user's text.
  const stale = isCompositionStale(statement);
  const askCompose = () => (draft.trim() ? setConfirming(true) : void compose(language));
  const pickLanguage = (next: Locale) => {
    setLanguage(next);
    void saveStatementLanguage(kind, next).catch((error: unknown) => logger.error('Saving the language failed', error));
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Stack gap="sm" data-print="hide">
          <ComposerTitle statement={statement} isFinal={isFinal} />
          <LanguagePicker kind={kind} language={language} onChange={pickLanguage} />
          <StatementWordings kind={kind} language={language} statement={statement} onWording={onWording} />
          {stale && !confirming && <StaleNotice onCompose={askCompose} onKeep={() => void keep()} />}
          {confirming ? (
            <ConfirmReplace onReplace={() => void compose(language)} onCancel={() => setConfirming(false)} />
          ) : (
            <ComposeButton busy={busy} answeredCount={answeredCount} onClick={askCompose} />
          )}
        </Stack>
        {showEditor ? (
          <StatementEditor
            draft={draft}
            onText={(text) => {
              setDraft(text);
              onContent(text);
            }}
            isFinal={isFinal}
            canFinal={statement.generated && !!draft.trim()}
            onCopy={() => void copy(draft)}
            onFinal={(final) => void setFinal(final)}
          />
        ) : (
          <Text size="sm" c="dimmed" data-print="hide">
            {t({
              id: 'statements.empty',
              message: 'Your statement appears here once you compose it. You can then edit every word.',
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
