import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Reset Password | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Reset Password" />;
}
