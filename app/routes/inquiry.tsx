import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Create Your Custom Look | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Create Your Custom Look" />;
}
