import { describeFuzzPart } from '../helpers/fuzz-calls.ts';

describeFuzzPart({ part: 1, parts: 3 });
