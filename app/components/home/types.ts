/** A banner as the home page receives it from the server. */
export type HomeBanner = {
  id: string;
  sectionName: string;
  title: string;
  subtitle: string;
  imageUrl: string;
  altText: string;
  ctaText: string;
  ctaLink: string;
};

export type HomeTestimonial = { id: string; name: string; message: string; imageUrl: string | null };
