import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Image Upload | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Image Upload" />;
}
