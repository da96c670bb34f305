import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLiveQuery } from '@/data/live-query';
import type { StatementTopic } from '@/domain/application';
import type { Locale } from '@/domain/common';
import type { Script } from '@/domain/people';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { readStoryPlaces, saveStoryPlace } from '../repo';

const factOf = { how_met: 'meetingPlace', marriage_details: 'marriagePlace' } as const;

/** The topics whose story names one of the couple's places. */
export const tellsPlace = (topic: StatementTopic): topic is keyof typeof factOf => topic in factOf;

/**
 * The place the forms hold for this part of the story, in the version the statement's language
 * reads (D26): the Korean one for a Korean statement, the Latin one for an English statement. A
 * version the records lack is asked here, never taken from the other.
 */
export function StoryPlace({ topic, language }: { topic: keyof typeof factOf; language: Locale }) {
  const { t } = useLingui();
  const places = useLiveQuery(readStoryPlaces, []);
  const fact = factOf[topic];
  const script: Script = language === 'ko' ? 'ko' : 'latin';
  const held = places?.[fact][script];
  const other = places?.[fact][script === 'ko' ? 'latin' : 'ko'];
  if (held)
    return (
      <Text size="sm" data-testid={`story-place-${topic}`}>
        {fact === 'meetingPlace'
          ? t({
              id: 'statements.place.meeting_held',
              message: `Your invitation gives the place of your first meeting as ${held}. Tell the same place here.`,
            })
          : t({
              id: 'statements.place.marriage_held',
              message: `Your forms give the place of marriage as ${held}. Tell the same place here.`,
            })}
      </Text>
    );
  if (!other) return null;
  return <MissingVersion fact={fact} script={script} other={other} topic={topic} />;
}

function MissingVersion({
  fact,
  script,
  other,
  topic,
}: {
  fact: 'meetingPlace' | 'marriagePlace';
  script: Script;
  other: string;
  topic: StatementTopic;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const save = () => {
    if (!value.trim()) return;
    saveStoryPlace(fact, script, value.trim()).catch((error: unknown) => {
      logger.error('Saving the place failed', error);
      toast.error(
        t({ id: 'statements.place.save_failed', message: 'The place could not be saved. Please try again.' }),
      );
    });
  };
  return (
    <Alert color="yellow" variant="light" data-testid={`story-place-${topic}`}>
      <Stack gap="xs">
        <Text size="sm">
          {script === 'latin'
            ? t({
                id: 'statements.place.missing_latin',
                message: `Your forms hold this place only in Korean: ${other}. This statement is in English: write the place in Latin letters. It is kept with your details; the Korean version stays as it is.`,
              })
            : t({
                id: 'statements.place.missing_ko',
                message: `Your forms hold this place only in Latin letters: ${other}. This statement is in Korean: write the place in Korean. It is kept with your details; the Latin version stays as it is.`,
              })}
        </Text>
        <Group align="flex-end" gap="xs">
          <TextInput
            style={{ flex: 1, minWidth: 200 }}
            label={
              script === 'latin'
                ? t({ id: 'statements.place.label_latin', message: 'The place in Latin letters' })
                : t({ id: 'statements.place.label_ko', message: 'The place in Korean' })
            }
            value={value}
            maxLength={200}
            onChange={(e) => setValue(e.currentTarget.value)}
            data-testid={`story-place-input-${topic}`}
          />
          <Button variant="light" onClick={save} disabled={!value.trim()}>
            {t({ id: 'statements.place.save', message: 'Save the place' })}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
