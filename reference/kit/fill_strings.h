// Hostile text in every string of a message: for the tests and the chaos
// testee that check no drawing or report carries a model's strings as markup.
#ifndef SLUGSPEC_KIT_FILL_STRINGS_H_
#define SLUGSPEC_KIT_FILL_STRINGS_H_

#include <string>

#include <google/protobuf/message.h>

namespace slugspec {

// Every string field of `m` that is set (repeated ones element by element,
// messages at any depth), and every string field of a message that is set,
// becomes `text`; unset messages stay unset.
void FillStrings(google::protobuf::Message* m, const std::string& text);

}  // namespace slugspec

#endif  // SLUGSPEC_KIT_FILL_STRINGS_H_
