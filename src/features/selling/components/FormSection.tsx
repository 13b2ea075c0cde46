import { useId, type ReactNode } from 'react';

/** One titled part of the listing form; its fields stack on phones and sit in two columns from `sm` up. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="space-y-1 border-b pb-2">
        <h3 id={headingId} className="text-base font-semibold">
          {title}
        </h3>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
