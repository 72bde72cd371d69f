import { Menu } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Menu);
