import { Search } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Search);
