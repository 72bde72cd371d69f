import { MapPin } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(MapPin);
