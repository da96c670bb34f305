import { Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ph, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { uploadProgress } from '@/data/upload-progress';
import { documentSlots } from '@/domain/application';
import { useApplicationStatus } from '@/data/application-status';
import { useAuth } from '@/lib/auth-context';
import { documentNeeds } from '@/domain/documents/couple-needs';
import { useAutoFill, useCouple, useDocuments, usePersonSuggestions } from '../use-documents';
import { CoupleDocumentsCard } from './couple-documents-card';
import { PersonSuggestionsCard } from './person-suggestions-card';
import { ReadingToolsCard } from './reading-tools-card';
import { SlotCard } from './slot-card';
import { useSlotInfo } from './use-slot-info';
import { useStaged } from '@/ui/staged';

/** The seven documents of the application: add, read and check each one, on this device. */
export function DocumentsPage() {
  const { t } = useLingui();
  const view = useDocuments();
  const autoFill = useAutoFill();
  const personSuggestions = usePersonSuggestions();
  const couple = useCouple();
  // The checklist reads the couple's facts, as the timeline does (D28).
  const needs = couple && view ? documentNeeds(couple, view.today) : undefined;
  const info = useSlotInfo(needs, couple?.applicant.nationality);
  const { user, mode } = useAuth();
  const uploads = useSyncExternalStore(uploadProgress.subscribe, uploadProgress.get);
  // Each slot's status from the one status function (D25): ready only with every part here, dated and valid.
  const status = useApplicationStatus();
  const added = status ? documentSlots.filter((slot) => status.slots[slot].state === 'ready').length : 0;
  const ctx = { today: view?.today ?? '', targetDate: view?.targetDate ?? null };
  const total = documentSlots.length;
  const ready = needs && personSuggestions && view && autoFill && status;
  // On a cold start the first two documents' cards come with the page, the other five a frame later (useStaged).
  const slots = useStaged(2, !!ready) > 1 ? documentSlots : documentSlots.slice(0, 2);

  return (
    <Stack gap="lg" maw={1040} style={{ wordBreak: 'keep-all', overflowWrap: 'break-word' }}>
      <Stack gap="xs">
        <Title order={1}>{t({ id: 'documents.title', message: 'Document Preparation' })}</Title>
        <Text c="dimmed" maw={720}>
          {/* No backend (local-only): there is no account to sign in to, so the files stay on this device only. */}
          {mode === 'local-only'
            ? t({
                id: 'documents.intro_files_local',
                message:
                  'Gather the seven documents an F-6 application asks for; each can hold several files, in the order you want them. Files stay on this device. From the passport and the marriage certificate, the app can read details into your forms: you check each one first.',
              })
            : t({
                id: 'documents.intro_files',
                message:
                  'Gather the seven documents an F-6 application asks for; each can hold several files, in the order you want them. Files stay on this device (and in your account when you sign in). From the passport and the marriage certificate, the app can read details into your forms: you check each one first.',
              })}
        </Text>
      </Stack>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600} data-testid="documents-count">
            {t({
              id: 'documents.count_ready',
              message: plural(total, {
                one: `${ph({ added })} of # document ready`,
                other: `${ph({ added })} of # documents ready`,
              }),
            })}
          </Text>
        </Group>
        <Progress
          value={(added / total) * 100}
          aria-label={t({ id: 'documents.count_ready_label', message: 'Documents ready' })}
        />
      </Stack>
      {/* Everything under the count arrives in one render, with the last of its queries: a card that
          came earlier would be pushed down by the ones that come later (a layout shift). */}
      {ready && (
        <>
          <CoupleDocumentsCard needs={needs} />
          <ReadingToolsCard />
          <PersonSuggestionsCard suggestions={personSuggestions} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {slots.map((slot) => (
              <SlotCard
                key={slot}
                slot={slot}
                info={info[slot]}
                entry={view.documents[slot]}
                status={status.slots[slot]}
                stored={view.stored}
                autoFill={autoFill}
                ctx={ctx}
                uploads={uploads}
                signedIn={!!user}
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
