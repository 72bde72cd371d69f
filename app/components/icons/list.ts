import { List } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(List);
