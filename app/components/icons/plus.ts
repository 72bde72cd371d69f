import { Plus } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Plus);
