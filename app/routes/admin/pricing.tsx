import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Admin | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Admin" />;
}
