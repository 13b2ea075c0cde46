import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import type { ImageMeta } from '@/nostr/imeta';
import type { CarListing } from '@/nostr/listing';

import { listingFormValues } from '../listing-form-prefill';
import {
  listingFormSchema,
  toListingInput,
  type ListingFormOutput,
  type ListingFormValues,
} from '../listing-form-schema';
import { failedReport, publishedReport, type PublishReport } from '../publish-report';
import { withPhoto } from '../photo-values';
import { usePhotoUploads } from '../usePhotoUploads';
import { ChangedElsewhereError, useUpdateListing } from '../useUpdateListing';
import { ListingFormFields } from './ListingFormFields';
import { ChangedElsewhereBanner } from './ChangedElsewhereBanner';
import { ListingFormFooter } from './ListingFormFooter';
import { PublishResultPanel } from './PublishResultPanel';

const UPDATE_LABELS = { idle: 'Update Listing', busy: 'Updating Listing...' };

interface EditListingFormProps {
  /** The seller's own listing, as read from their relays. */
  listing: CarListing;
  /** Relays it was seen on: the new version goes there too. */
  seenOn: readonly string[];
}

/**
 * 'Edit Your Listing' (docs/product.md §2 Edit listing): the listing form, with its sections and rules, filled
 * with every field and photo of the listing; 'Update Listing' publishes a new version of it (same `d`, the
 * original `published_at`, its status kept). No draft is stored: the form is the listing. A failed update
 * keeps every value in the form, to send again.
 */
export function EditListingForm({ listing, seenOn }: EditListingFormProps) {
  /** The version the form was filled from (or last published): what an update replaces and is checked against. */
  const [base, setBase] = useState(listing);
  /** A newer version found on the relays at the last attempt. */
  const [newer, setNewer] = useState<CarListing>();
  const [report, setReport] = useState<PublishReport>();
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: listingFormValues(listing),
  });
  const { control, getValues, setValue, reset, handleSubmit, formState } = form;
  const photoCount = useWatch({ control, name: 'images', compute: (images) => images.length });
  // Photos picked here go into this form only, never into the new-listing draft.
  const deliver = useCallback(
    (photo: ImageMeta) => {
      const photos = withPhoto(getValues(), photo);
      if (!photos) return;
      setValue('imeta', photos.imeta, { shouldDirty: true });
      setValue('images', photos.images, { shouldDirty: true });
    },
    [getValues, setValue],
  );
  const { pending, addFiles, cancel, retry, uploading } = usePhotoUploads(photoCount, deliver);
  const update = useUpdateListing();
  const publishing = update.isPending;

  const send = (from: CarListing, force: boolean) =>
    handleSubmit(async (values) => {
      setReport(undefined);
      setNewer(undefined);
      try {
        const outcome = await update.mutateAsync({ base: from, input: toListingInput(values), seenOn, force });
        setBase(outcome.listing);
        setReport(publishedReport(outcome));
      } catch (error) {
        // The form keeps every value; the seller chooses what to do about a newer version, or sends again.
        if (error instanceof ChangedElsewhereError) setNewer(error.latest);
        else setReport(failedReport(error));
      }
    });

  const reload = () => {
    if (newer === undefined) return;
    reset(listingFormValues(newer));
    setBase(newer);
    setNewer(undefined);
  };

  return (
    <Card className="mx-auto max-w-3xl">
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight tracking-tight">Edit Your Listing</h2>
        <CardDescription>Your changes are signed with your key and published as a new version of this listing.</CardDescription>
      </CardHeader>
      <CardContent>
        <FormProvider {...form}>
          <form noValidate onSubmit={send(base, false)} aria-label="Edit Your Listing" className="space-y-8">
            <ListingFormFields publishing={publishing} pending={pending} onFiles={addFiles} onCancel={cancel} onRetry={retry} />
            {newer !== undefined && (
              <ChangedElsewhereBanner busy={publishing} onReload={reload} onUpdateAnyway={() => void send(newer, true)()} />
            )}
            {report && (
              <PublishResultPanel report={report} onDismiss={() => setReport(undefined)} failedHeading="Your listing was not updated" />
            )}
            <ListingFormFooter
              publishing={publishing}
              submitting={formState.isSubmitting}
              uploading={uploading}
              labels={UPDATE_LABELS}
            />
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
