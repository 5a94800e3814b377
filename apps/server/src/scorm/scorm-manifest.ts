import type { ScormVersion } from '@lectern/core';
import { escapeHtml } from '../http/escape-html';

export interface ManifestInput {
  version: ScormVersion;
  /** Unique per video, so an LMS that already imported one course does not mistake another for it. */
  identifier: string;
  title: string;
  /** Every file of the package but the manifest itself, the launch page first. */
  files: string[];
}

/** XML text and attribute values: the five characters XML reserves, and no control characters XML 1.0 forbids. */
const xml = (text: string) => escapeHtml(text.replace(/[^\P{Cc}\t\n\r]/gu, ''));

/** An XML ID starts with a letter and holds letters, digits, "-", "_" and "." (XML Schema NCName). */
const xmlId = (text: string) => `lectern-${text.replace(/[^A-Za-z0-9._-]/g, '-')}`;

/**
 * imsmanifest.xml: one organization with one item launching one SCO, every file of the package
 * listed on its resource.
 * - SCORM 1.2: IMS Content Packaging 1.1.2 with ADL's adlcp_rootv1p2 extension ("adlcp:scormtype"),
 *   schemaversion "1.2" (SCORM 1.2 Content Aggregation Model §2.3).
 * - SCORM 2004 4th edition: IMS CP 1.1 with adlcp_v1p3 ("adlcp:scormType"), schemaversion
 *   "2004 4th Edition" (SCORM 2004 4th Edition CAM §3.4). Sequencing is left to the LMS defaults.
 */
export function scormManifest({ version, identifier, title, files }: ManifestInput): string {
  const id = xmlId(identifier);
  const name = xml(title.trim() || 'Lectern video');
  const fileList = files.map((f) => `      <file href="${xml(f)}"/>`).join('\n');
  const launch = xml(files[0] ?? 'index.html');
  // The one course both versions describe; only the SCO attribute's spelling differs.
  const course = (scoAttribute: string) => `  <organizations default="${id}-org">
    <organization identifier="${id}-org">
      <title>${name}</title>
      <item identifier="${id}-item" identifierref="${id}-sco" isvisible="true">
        <title>${name}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="${id}-sco" type="webcontent" ${scoAttribute}="sco" href="${launch}">
${fileList}
    </resource>
  </resources>
</manifest>
`;
  if (version === '1.2') {
    return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
${course('adlcp:scormtype')}`;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1.0"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
${course('adlcp:scormType')}`;
}
