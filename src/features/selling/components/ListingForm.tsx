import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { ListIcon } from 'lucide-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { MY_LISTINGS_PATH } from '@/config/seller';
import { browserStorage } from '@/lib/browser-storage';
import { toast } from '@/lib/toast-store';

import { registerListingForm, restoreDiscardedDraft } from '../active-listing-form';
import { loadListingDraft } from '../listing-draft';
import {
  emptyListingForm,
  listingFormSchema,
  toListingInput,
  type ListingFormOutput,
  type ListingFormValues,
} from '../listing-form-schema';
import { failedReport, publishedReport, type PublishReport } from '../publish-report';
import { useCreateListing, useIsCreatingListing } from '../useCreateListing';
import { useListingDraftAutosave } from '../useListingDraftAutosave';
import { withPhoto } from '../photo-values';
import { usePhotoUploads } from '../usePhotoUploads';
import { ListingFormFields } from './ListingFormFields';
import { ListingFormFooter } from './ListingFormFooter';
import { PublishResultPanel } from './PublishResultPanel';
import { RestoredDraftBanner } from './RestoredDraftBanner';

/**
 * 'List Your Car for Sale' (docs/product.md §2): react-hook-form with the zod rules of docs/product.md §5, photos uploaded to
 * Blossom as they are picked, publishing as kind 30402. Everything typed or uploaded is kept as a local
 * draft until the listing is published or the seller discards it.
 */
export function ListingForm() {
  const [initialDraft] = useState(() => loadListingDraft(browserStorage()));
  const [draftRestored, setDraftRestored] = useState(initialDraft !== undefined);
  const [report, setReport] = useState<PublishReport>();
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: initialDraft ?? emptyListingForm(),
  });
  const { control, getValues, setValue, reset, handleSubmit, formState } = form;
  const photoCount = useWatch({ control, name: 'images', compute: (images) => images.length });
  const { pending, addFiles, cancel, retry, uploading } = usePhotoUploads(photoCount);
  const createListing = useCreateListing();
  const publishing = useIsCreatingListing();

  useListingDraftAutosave(form);
  useEffect(
    () =>
      registerListingForm({
        addPhoto: (photo) => {
          const photos = withPhoto(getValues(), photo);
          if (!photos) return;
          setValue('imeta', photos.imeta, { shouldDirty: true });
          setValue('images', photos.images, { shouldDirty: true });
        },
        replaceValues: (values) => reset(values),
      }),
    [getValues, setValue, reset],
  );

  const submit = handleSubmit(async (values) => {
    setReport(undefined);
    try {
      setReport(publishedReport(await createListing.mutateAsync(toListingInput(values))));
      setDraftRestored(false);
    } catch (error) {
      // The form keeps every value and the draft stays stored; the mutation has shown the error toast.
      setReport(failedReport(error));
    }
  });

  const discardDraft = () => {
    const discarded = getValues();
    reset(emptyListingForm());
    setDraftRestored(false);
    setReport(undefined);
    toast({
      title: 'Draft discarded',
      description: 'The form is empty again.',
      action: { label: 'Undo', altText: 'Restore the discarded draft', onClick: () => restoreDiscardedDraft(discarded) },
    });
  };

  return (
    <Card className="mx-auto max-w-3xl">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64 space-y-1.5">
          <h2 className="text-xl font-semibold leading-tight tracking-tight">List Your Car for Sale</h2>
          <CardDescription>Your listing is signed with your key and published to Nostr relays.</CardDescription>
        </div>
        {/* The way to the seller's listings from the Sell tab (docs/product.md §2 My Listings). */}
        <Button asChild variant="outline" size="sm">
          <Link to={MY_LISTINGS_PATH}>
            <ListIcon aria-hidden="true" />
            My Listings
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} aria-label="List Your Car for Sale" className="space-y-8">
            {draftRestored && <RestoredDraftBanner />}
            {/* Disabled while publishing, so nothing typed now could be wiped by the reset after success. */}
            <ListingFormFields publishing={publishing} pending={pending} onFiles={addFiles} onCancel={cancel} onRetry={retry} />
            {report && <PublishResultPanel report={report} onDismiss={() => setReport(undefined)} />}
            <ListingFormFooter
              publishing={publishing}
              submitting={formState.isSubmitting}
              uploading={uploading}
              onDiscardDraft={discardDraft}
            />
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
