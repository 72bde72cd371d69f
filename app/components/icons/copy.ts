import { Copy } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Copy);
