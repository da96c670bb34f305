import { Alert, Button, Card, Checkbox, FileButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { ph, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ChatThread } from '@/domain/evidence/chat-export';
import { shownText } from '@/domain/evidence/redaction';
import { ChoiceSelect } from '@/ui/choice-select';

type Props = {
  threads: ChatThread[];
  threadId: string | null;
  selected: string[];
  redaction: boolean;
  busy: boolean;
  error: string | null;
  onImport: (file: File) => void;
  onThread: (id: string) => void;
  onRemoveThread: (id: string) => void;
  onMessages: (ids: string[]) => void;
};

const PAGE = 100;

/** Import a KakaoTalk or WhatsApp export (read on this device), pick the chat and the messages to include. */
export function ChatPicker(props: Props) {
  const { threads, threadId, busy, error, onImport, onThread, onRemoveThread } = props;
  const { t } = useLingui();
  const thread = threads.find((th) => th.id === threadId) ?? null;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="evidence-chat-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t({ id: 'guides.evidence.chat_title', message: 'Messages' })}
        </Title>
        <Text size="sm" c="dimmed">
          {t({
            id: 'guides.evidence.chat_help',
            message:
              'Export a chat as text and import it here; it is read on this device. KakaoTalk: in the chat room, ☰ › Settings (⚙) › Export Messages (text only). WhatsApp: in the chat, ⋮ or the contact name › Export chat › Without media.',
          })}
        </Text>
        <Group gap="sm">
          <FileButton onChange={(file) => file && onImport(file)} accept=".txt,text/plain">
            {(p) => (
              <Button {...p} variant="light" loading={busy} data-testid="evidence-import-chat">
                {t({ id: 'guides.evidence.import_chat', message: 'Import a chat export (.txt)' })}
              </Button>
            )}
          </FileButton>
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="evidence-chat-error">
            {error}
          </Alert>
        )}
        {threads.length > 0 && (
          <ThreadChooser threads={threads} thread={thread} onThread={onThread} onRemoveThread={onRemoveThread} />
        )}
        {thread && (
          <MessageChooser
            key={thread.id}
            thread={thread}
            selected={props.selected}
            redaction={props.redaction}
            onMessages={props.onMessages}
          />
        )}
      </Stack>
    </Card>
  );
}

type ThreadProps = Pick<Props, 'threads' | 'onThread' | 'onRemoveThread'> & { thread: ChatThread | null };

function ThreadChooser({ threads, thread, onThread, onRemoveThread }: ThreadProps) {
  const { t } = useLingui();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <ChoiceSelect
        label={t({ id: 'guides.evidence.thread', message: 'Chat' })}
        data={threads.map((th) => ({
          value: th.id,
          label: `${th.title} (${th.source === 'kakaotalk' ? 'KakaoTalk' : 'WhatsApp'}, ${th.messages.length})`,
        }))}
        value={thread?.id ?? null}
        onChange={(v) => v && onThread(v)}
        style={{ flex: '1 1 260px' }}
        data-testid="evidence-thread"
      />
      {thread && (
        <Button variant="subtle" color="red" size="sm" onClick={() => onRemoveThread(thread.id)}>
          {t({ id: 'guides.evidence.remove_chat', message: 'Remove this chat' })}
        </Button>
      )}
    </Group>
  );
}

type MessageProps = Pick<Props, 'selected' | 'redaction' | 'onMessages'> & { thread: ChatThread };

/** The chat's messages, searchable, a page at a time; each chosen by its box. */
function MessageChooser({ thread, selected, redaction, onMessages }: MessageProps) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  const chosen = new Set(selected);
  const q = query.trim().toLowerCase();
  const matching = q
    ? thread.messages.filter((m) => m.text.toLowerCase().includes(q) || m.sender.toLowerCase().includes(q))
    : thread.messages;
  const visible = matching.slice(0, shown);
  const when = (at: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
      new Date(`${at}:00Z`),
    );
  const count = selected.length;
  const total = thread.messages.length;
  const toggle = (id: string, on: boolean) => onMessages(on ? [...selected, id] : selected.filter((s) => s !== id));
  const chooseShown = () => onMessages([...new Set([...selected, ...visible.map((m) => m.id)])]);

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} data-testid="evidence-message-count">
        {t({
          id: 'guides.evidence.messages_chosen',
          message: plural(total, {
            one: `${ph({ count })} of # message chosen`,
            other: `${ph({ count })} of # messages chosen`,
          }),
        })}
      </Text>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label={t({ id: 'guides.evidence.search', message: 'Find messages' })}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setShown(PAGE);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <Button variant="default" size="sm" onClick={chooseShown} disabled={visible.length === 0}>
          {t({ id: 'guides.evidence.choose_shown', message: 'Choose all shown' })}
        </Button>
        <Button variant="default" size="sm" onClick={() => onMessages([])} disabled={count === 0}>
          {t({ id: 'guides.evidence.clear', message: 'Clear' })}
        </Button>
      </Group>
      <Stack gap={6} data-testid="evidence-messages">
        {visible.map((m) => (
          <div key={m.id} data-testid="evidence-message">
            <Checkbox
              checked={chosen.has(m.id)}
              onChange={(e) => toggle(m.id, e.currentTarget.checked)}
              label={<MessageLabel meta={`${when(m.at)} · ${m.sender}`} text={shownText(m.text, redaction)} />}
            />
          </div>
        ))}
      </Stack>
      {matching.length > visible.length && (
        <Button variant="subtle" size="sm" onClick={() => setShown((n) => n + PAGE)} w="fit-content">
          {t({ id: 'guides.evidence.show_more', message: 'Show more messages' })}
        </Button>
      )}
    </Stack>
  );
}

const MessageLabel = ({ meta, text }: { meta: string; text: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {meta}
    </Text>
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="evidence-message-text">
      {text}
    </Text>
  </Stack>
);
