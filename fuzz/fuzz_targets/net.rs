//! Fuzz target for a client's message to the host (`net::protocol::decode_to_host`, postcard
//! with a size cap): the first thing a host does with bytes from the network.
//!
//! Checks: nothing panics (a panic or stack overflow here is a remote crash of the host); a
//! message that decodes encodes back to bytes that decode to the same message; one over the
//! size cap is refused as too large.

#![no_main]

use bifronte::net::protocol::{DecodeError, MAX_CLIENT_MESSAGE, decode_to_host, encode};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    match decode_to_host(data) {
        Ok(m) => {
            assert!(data.len() <= MAX_CLIENT_MESSAGE);
            let again = encode(&m);
            assert_eq!(decode_to_host(&again).as_ref(), Ok(&m), "a message does not survive encode → decode");
        }
        Err(DecodeError::TooLarge(n)) => assert!(n == data.len() && n > MAX_CLIENT_MESSAGE),
        Err(DecodeError::Malformed(_) | DecodeError::TooMany(_)) => assert!(data.len() <= MAX_CLIENT_MESSAGE),
    }
});
