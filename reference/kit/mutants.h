// Pieces that several formats' mutants (kit/format_kit.h) share.
#ifndef SLUGSPEC_KIT_MUTANTS_H_
#define SLUGSPEC_KIT_MUTANTS_H_

#include <string_view>

#include <google/protobuf/message.h>

#include "common/profile.h"
#include "common/status.h"
#include "registry/format.h"

namespace slugspec {

// `format`'s decoder with lenient repairs that forget percent-escapes: every
// '%' reaches the decoder as it is, a character of no alphabet. It is given
// '*', which is also of no alphabet and which no repair touches, so the
// reference shows what that decoder would say. Strict is the reference's.
Status DecodeKeepingPercents(const Format& format, std::string_view slug, Profile profile,
                             google::protobuf::Message* model);

}  // namespace slugspec

#endif  // SLUGSPEC_KIT_MUTANTS_H_
