/** A heading for a screen that is not built yet. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <div className="container-shop py-16">
      <h1 className="font-display text-4xl text-maroon">{title}</h1>
    </div>
  );
}
