/** The bar an image upload fills as its bytes go up (the dropzone and the upload tool show the same one). */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label="Upload progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-linen"
    >
      <div className="h-full bg-maroon transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
