// The home page's sections and parts of sections that have nothing to do in the browser: the server
// writes them and the
// browser keeps its markup (see ServerMarkup and app/routes/home.tsx). One module, so a home page
// reached by a link fetches their code in one file.
export { AboutSection } from './about-section';
export { CollectionsSection } from './collections-section';
export { OfferCodes } from './offer-codes';
export { StyleGallery } from './style-gallery';
export { TestimonialStats } from './testimonial-stats';
