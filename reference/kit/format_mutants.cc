#include "kit/format_mutants.h"

namespace slugspec {

std::vector<FormatMutant> MutantsOf(std::string_view format) {
  for (const FormatMutants* m : AllFormatMutants()) {
    if (m->format == format) return m->mutants();
  }
  return {};
}

}  // namespace slugspec
