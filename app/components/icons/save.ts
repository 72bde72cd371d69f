import { Save } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Save);
