#include "kit/fill_strings.h"

#include <google/protobuf/descriptor.h>

namespace slugspec {

void FillStrings(google::protobuf::Message* m, const std::string& text) {
  const google::protobuf::Descriptor* d = m->GetDescriptor();
  const google::protobuf::Reflection* r = m->GetReflection();
  for (int i = 0; i < d->field_count(); ++i) {
    const google::protobuf::FieldDescriptor* f = d->field(i);
    if (f->cpp_type() == google::protobuf::FieldDescriptor::CPPTYPE_STRING) {
      // A string of a oneof that is not its chosen case would choose it.
      if (f->real_containing_oneof() != nullptr && !r->HasField(*m, f)) continue;
      if (f->is_repeated()) {
        for (int j = 0; j < r->FieldSize(*m, f); ++j) r->SetRepeatedString(m, f, j, text);
      } else {
        r->SetString(m, f, text);
      }
    } else if (f->cpp_type() == google::protobuf::FieldDescriptor::CPPTYPE_MESSAGE) {
      if (f->is_repeated()) {
        for (int j = 0; j < r->FieldSize(*m, f); ++j) FillStrings(r->MutableRepeatedMessage(m, f, j), text);
      } else if (r->HasField(*m, f)) {
        FillStrings(r->MutableMessage(m, f), text);
      }
    }
  }
}

}  // namespace slugspec
