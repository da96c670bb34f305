import { Card, Checkbox, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useBlobUrl } from '@/ui/use-blob-url';
import type { DocumentFileRef } from '@/domain/application';
import { AnchorLink } from '@/ui/links/anchor-link';
import { readEvidencePhoto } from '../../repo';

type Props = { photos: DocumentFileRef[]; selected: string[]; onToggle: (id: string, on: boolean) => void };

/** Photos from the relationship proof on the Documents page, each chosen for the appendix or not. */
export function PhotoPicker({ photos, selected, onToggle }: Props) {
  const { t } = useLingui();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="evidence-photos-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t({ id: 'guides.evidence.photos_title', message: 'Photos together' })}
        </Title>
        <Text size="sm" c="dimmed">
          {t({
            id: 'guides.evidence.photos_help',
            message:
              'Choose photos from different times: dating, the wedding, with both families. They come from the proof of relationship on the Document Preparation page.',
          })}
        </Text>
        {photos.length === 0 ? (
          <Text size="sm" data-testid="evidence-no-photos">
            {t({ id: 'guides.evidence.no_photos', message: 'No photos yet.' })}{' '}
            <AnchorLink to="/documents" size="sm">
              {t({ id: 'guides.evidence.add_photos', message: 'Add photos to the proof of relationship' })}
            </AnchorLink>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {photos.map((photo) => (
              <PhotoChoice
                key={photo.id}
                photo={photo}
                checked={selected.includes(photo.id)}
                onChange={(on) => onToggle(photo.id, on)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

function PhotoChoice({
  photo,
  checked,
  onChange,
}: {
  photo: DocumentFileRef;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const url = useBlobUrl(photo.id, readEvidencePhoto);
  return (
    <Stack gap={4} data-testid="evidence-photo">
      {url ? (
        <Image src={url} alt="" h={110} fit="cover" radius="sm" />
      ) : (
        <div style={{ height: 110, background: 'var(--mantine-color-default-hover)', borderRadius: 4 }} />
      )}
      <Checkbox
        label={photo.fileName}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        styles={{ label: { overflowWrap: 'anywhere', fontSize: 'var(--mantine-font-size-xs)' } }}
      />
    </Stack>
  );
}
