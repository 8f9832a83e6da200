//! The mutator: from a corpus of valid inputs and a seed, malformed inputs, each a function of
//! the seed and its index alone (so any one can be made again from the two numbers a failure
//! names).

/// The largest mutant made: a mutation that would grow past it is cut there.
pub const MAX_LEN: usize = 1 << 20;

/// Numbers at the edges of the integer and float types, put in place of a number (or anywhere).
const BOUNDARIES: &[&str] = &[
    "0",
    "-0",
    "-1",
    "1",
    "127",
    "128",
    "255",
    "256",
    "-129",
    "32767",
    "65535",
    "65536",
    "2147483647",
    "2147483648",
    "-2147483649",
    "4294967295",
    "4294967296",
    "9007199254740993",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "340282366920938463463374607431768211456",
    "1e308",
    "1e309",
    "-1e309",
    "1.7976931348623157e308",
    "5e-324",
    "1e-400",
    "0.1",
    "NaN",
    "inf",
    "-inf",
    "99999999999999999999999999999999999999999999",
];

/// What deep nesting is made of, in the formats Strata reads (JSON, TOML, YAML).
const NESTERS: &[&str] = &[
    "[", "{", "[[", "{\"a\":", "{\"a\":[", "- ", "a:", "? ", "a.", "[a.", "a={", "a=[", "*a ",
    "&a ", "\"", "\\", "(", "<",
];

/// How deep nesting is injected: around each limit a parser may have, and far past it.
const DEPTHS: &[usize] = &[
    63, 64, 65, 127, 128, 129, 255, 256, 257, 1_000, 10_000, 100_000,
];

/// Bytes that mean something in one of the formats, or nothing valid at all.
const SPECIAL: &[u8] = &[
    0, 0x7f, 0x80, 0xc0, 0xc3, 0xe2, 0xf0, 0xff, b'"', b'\'', b'\\', b'\n', b'\r', b'\t', b' ',
    b'{', b'}', b'[', b']', b':', b',', b'=', b'.', b'-', b'?', b'&', b'*', b'!', b'%', b'#', b'|',
    b'>', b'~', b'$', b'+', b'e', b'0', b'9',
];

/// Characters of two, three and four bytes, and broken ones: a slice on a byte count panics
/// in the middle of one.
const UNICODE: &[&[u8]] = &[
    "é".as_bytes(),
    "€".as_bytes(),
    "𝄞".as_bytes(),
    "\u{feff}".as_bytes(),
    "\u{2028}".as_bytes(),
    "\u{10ffff}".as_bytes(),
    b"\xc3",
    b"\xe2\x82",
    b"\xf0\x9d\x84",
    b"\xed\xa0\x80",
    b"\\ud800",
    b"\\u0000",
];

/// A small, fast, seeded generator (SplitMix64): the same seed, the same numbers, everywhere.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }

    pub fn pick<'a, T>(&mut self, from: &'a [T]) -> &'a T {
        &from[self.below(from.len())]
    }

    pub fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}

/// Makes mutants of a corpus.
#[derive(Clone, Debug)]
pub struct Mutator {
    corpus: Vec<Vec<u8>>,
    dictionary: Vec<Vec<u8>>,
    seed: u64,
}

impl Mutator {
    /// Mutants of `corpus` (which must not be empty) for `seed`.
    pub fn new(corpus: Vec<Vec<u8>>, seed: u64) -> Mutator {
        assert!(!corpus.is_empty(), "a fuzz target needs a seed corpus");
        Mutator {
            corpus,
            dictionary: Vec::new(),
            seed,
        }
    }

    /// Words of the format (keys, keywords, markers) that mutations may insert.
    pub fn with_dictionary(mut self, words: &[&str]) -> Mutator {
        self.dictionary = words.iter().map(|w| w.as_bytes().to_vec()).collect();
        self
    }

    pub fn corpus(&self) -> &[Vec<u8>] {
        &self.corpus
    }

    /// Mutant number `index`: one to four mutations stacked on one entry of the corpus.
    pub fn mutant(&self, index: u64) -> Vec<u8> {
        let mut rng = Rng::new(
            self.seed
                .wrapping_mul(0x2545_f491_4f6c_dd1d)
                .wrapping_add(index.wrapping_mul(0x9e37_79b9_7f4a_7c15)),
        );
        let mut out = rng.pick(&self.corpus).clone();
        for _ in 0..1 + rng.below(4) {
            self.mutate(&mut rng, &mut out);
            out.truncate(MAX_LEN);
        }
        out
    }

    fn mutate(&self, rng: &mut Rng, b: &mut Vec<u8>) {
        let len = b.len();
        match rng.below(14) {
            // Flip a few bits.
            0 => {
                for _ in 0..1 + rng.below(8) {
                    if len > 0 {
                        let at = rng.below(len);
                        b[at] ^= 1 << rng.below(8);
                    }
                }
            }
            // Set a byte to one that means something (or nothing).
            1 => {
                if len > 0 {
                    let at = rng.below(len);
                    b[at] = *rng.pick(SPECIAL);
                }
            }
            // Insert random bytes.
            2 => {
                let at = rng.below(len + 1);
                let n = 1 + rng.below(16);
                let bytes: Vec<u8> = (0..n).map(|_| rng.next_u64() as u8).collect();
                b.splice(at..at, bytes);
            }
            // Delete a range.
            3 => {
                if len > 0 {
                    let at = rng.below(len);
                    let n = 1 + rng.below((len - at).min(64));
                    b.drain(at..at + n);
                }
            }
            // Duplicate a chunk, once or many times.
            4 => {
                if len > 0 {
                    let at = rng.below(len);
                    let n = 1 + rng.below((len - at).min(256));
                    let chunk = b[at..at + n].to_vec();
                    let times = if rng.chance(4) {
                        1 + rng.below(1000)
                    } else {
                        1
                    };
                    let to = rng.below(len + 1);
                    let copies: Vec<u8> = chunk
                        .iter()
                        .copied()
                        .cycle()
                        .take((n * times).min(MAX_LEN))
                        .collect();
                    b.splice(to..to, copies);
                }
            }
            // Splice two corpus entries: the start of this one, the end of another.
            5 => {
                let other = rng.pick(&self.corpus);
                let cut = rng.below(len + 1);
                let from = rng.below(other.len() + 1);
                b.truncate(cut);
                b.extend_from_slice(&other[from..]);
            }
            // Truncate.
            6 => {
                let at = rng.below(len + 1);
                b.truncate(at);
            }
            // A number at a boundary, in place of a number (or inserted anywhere).
            7 => {
                let with = rng.pick(BOUNDARIES).as_bytes();
                match digits_at(b, rng.below(len + 1)) {
                    Some((start, end)) => {
                        b.splice(start..end, with.iter().copied());
                    }
                    None => {
                        let at = rng.below(len + 1);
                        b.splice(at..at, with.iter().copied());
                    }
                }
            }
            // Deep nesting.
            8 | 9 => {
                let nester = rng.pick(NESTERS).as_bytes();
                let depth = *rng.pick(DEPTHS);
                let at = rng.below(len + 1);
                let deep: Vec<u8> = nester
                    .iter()
                    .copied()
                    .cycle()
                    .take((nester.len() * depth).min(MAX_LEN))
                    .collect();
                b.splice(at..at, deep);
            }
            // A word of the format.
            10 => {
                if !self.dictionary.is_empty() {
                    let word = rng.pick(&self.dictionary).clone();
                    let at = rng.below(len + 1);
                    b.splice(at..at, word);
                }
            }
            // A character of several bytes, or a broken one.
            11 => {
                let at = rng.below(len + 1);
                b.splice(at..at, rng.pick(UNICODE).iter().copied());
            }
            // Swap two bytes.
            12 => {
                if len > 1 {
                    let (i, j) = (rng.below(len), rng.below(len));
                    b.swap(i, j);
                }
            }
            // Insert a special byte.
            _ => {
                let at = rng.below(len + 1);
                b.insert(at, *rng.pick(SPECIAL));
            }
        }
    }
}

/// The run of ASCII digits (with a leading `-`) around or after `at`, if there is one.
fn digits_at(b: &[u8], at: usize) -> Option<(usize, usize)> {
    let start = (at..b.len()).find(|&i| b[i].is_ascii_digit())?;
    let mut s = start;
    while s > 0 && (b[s - 1].is_ascii_digit() || b[s - 1] == b'-') {
        s -= 1;
    }
    let mut e = start;
    while e < b.len() && (b[e].is_ascii_digit() || b[e] == b'.') {
        e += 1;
    }
    Some((s, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutants_are_a_function_of_the_seed_and_the_index() {
        let corpus = vec![br#"{"a": [1, 2, {"b": "c"}], "n": 42}"#.to_vec()];
        let m = Mutator::new(corpus.clone(), 7).with_dictionary(&["null"]);
        let again = Mutator::new(corpus, 7).with_dictionary(&["null"]);
        let first: Vec<Vec<u8>> = (0..200).map(|i| m.mutant(i)).collect();
        assert_eq!(first, (0..200).map(|i| again.mutant(i)).collect::<Vec<_>>());
        // They differ from each other and from the corpus, and some nest deep.
        let distinct: std::collections::HashSet<&Vec<u8>> = first.iter().collect();
        assert!(distinct.len() > 150, "{}", distinct.len());
        assert!(first.iter().any(|b| b.windows(64).any(|w| w == [b'['; 64])));
        assert!(first.iter().all(|b| b.len() <= MAX_LEN));
        let other = Mutator::new(m.corpus().to_vec(), 8);
        assert_ne!(
            first[..20],
            (0..20).map(|i| other.mutant(i)).collect::<Vec<_>>()[..]
        );
    }

    #[test]
    fn a_number_is_found_whole() {
        assert_eq!(digits_at(b"a: -12.5, b", 0), Some((3, 8)));
        assert_eq!(digits_at(b"abc", 0), None);
    }
}
